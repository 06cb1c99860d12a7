import Foundation
import Testing
@testable import OpenTouch

/// A data source and delegate of fixed rows that records what the picker asks and tells.
@MainActor
final class PickerBook: UIPickerViewDataSource, UIPickerViewDelegate {
    let log: CallbackLog
    let rows: [[String]]
    init(_ rows: [[String]], log: CallbackLog) {
        self.rows = rows
        self.log = log
    }
    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        log.append("numberOfComponents")
        return rows.count
    }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        log.append("numberOfRows \(component)")
        return rows[component].count
    }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        rows[component][row]
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        log.append("didSelectRow \(row) inComponent \(component)")
    }
}

/// Rows as views of the delegate's own, with their widths and heights.
@MainActor
final class SwatchBook: UIPickerViewDataSource, UIPickerViewDelegate {
    var reused: [UIView?] = []
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 50 }
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { component == 0 ? 100 : 200 }
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 40 }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "never shown" }
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        reused.append(view)
        let swatch = view ?? UIView()
        swatch.tag = row
        return swatch
    }
}

@Suite("Pickers: wheels a finger spins, that snap to a row and tell the delegate once (PKR-1..3)")
@MainActor
struct PickerViewTests {
    /// A 390 × 216 picker at the bottom of the phone's screen, of 20 numbered rows in one
    /// component (or `rows`), laid out, with the log of the questions taken.
    private func picker(_ rows: [[String]] = [(0..<20).map { "Row \($0)" }]) -> (UIPickerView, PickerBook, TouchScreen) {
        let log = CallbackLog()
        let book = PickerBook(rows, log: log)
        let picker = UIPickerView(frame: CGRect(x: 0, y: 600, width: 390, height: 216))
        picker.dataSource = book
        picker.delegate = book
        let screen = phoneScreen(showing: picker)
        return (picker, book, screen)
    }

    @Test("PKR-1 PKR-3 the data source is asked once, at the first layout; titles show in the rows in sight; the wheels share the width")
    func loading() {
        let log = CallbackLog()
        let book = PickerBook([["S", "M", "L", "XL"], ["Red", "Blue"]], log: log)
        let picker = UIPickerView()
        #expect(picker.frame.size == CGSize(width: 320, height: 216))
        picker.dataSource = book
        picker.delegate = book
        #expect(log.take().isEmpty, "nothing is asked before it is needed")
        picker.frame = CGRect(x: 0, y: 600, width: 390, height: 216)
        _ = phoneScreen(showing: picker)
        #expect(log.take() == ["numberOfComponents", "numberOfRows 0", "numberOfRows 1"])
        #expect(picker.numberOfComponents == 2 && picker.numberOfRows(inComponent: 0) == 4 && picker.numberOfRows(inComponent: 1) == 2)
        #expect(picker.rowSize(forComponent: 1) == CGSize(width: 192.5, height: 32))
        #expect(picker.selectedRow(inComponent: 0) == 0 && picker.selectedRow(inComponent: 5) == -1)
        let first = try! #require(picker.view(forRow: 0, forComponent: 0) as? UILabel)
        #expect(first.text == "S" && first.convert(first.bounds, to: picker) == CGRect(x: 0, y: 92, width: 192.5, height: 32), "the first row rests in the middle band")
        #expect((picker.view(forRow: 1, forComponent: 1) as? UILabel)?.text == "Blue")
        #expect(log.take().isEmpty, "asked once")
        picker.reloadAllComponents()
        #expect(log.take() == ["numberOfComponents", "numberOfRows 0", "numberOfRows 1"])
    }

    @Test("PKR-2 a drag spins the wheel, which snaps to the row nearest where it would stop, and tells the delegate once")
    func spin() {
        let (picker, book, screen) = picker()
        _ = book.log.take()
        screen.drag(from: .at(195, 780), to: .at(195, 680), duration: 0.5, steps: 10)
        screen.advance(by: 3)
        let row = picker.selectedRow(inComponent: 0)
        #expect(row >= 3 && row <= 8, "a hundred points up, and a little more while it slows")
        #expect(book.log.take() == ["didSelectRow \(row) inComponent 0"])
        let label = try! #require(picker.view(forRow: row, forComponent: 0))
        #expect(label.convert(label.bounds, to: picker).minY == 92, "the row rests exactly in the band")
        screen.fling(from: .at(195, 780), velocity: CGVector(dx: 0, dy: -3000))
        screen.advance(by: 5)
        #expect(picker.selectedRow(inComponent: 0) == 19, "a hard flick goes to the last row and no further")
        #expect(book.log.take() == ["didSelectRow 19 inComponent 0"])
    }

    @Test("PKR-2 a tap on a row below the band turns the wheel to it; a tap on the band does nothing")
    func tapOnRow() {
        let (picker, book, screen) = picker()
        _ = book.log.take()
        screen.tap(at: .at(195, 600 + 92 + 32 * 2 + 16))
        #expect(book.log.take().isEmpty, "told only once it rests")
        screen.advance(by: 1)
        #expect(book.log.take() == ["didSelectRow 2 inComponent 0"] && picker.selectedRow(inComponent: 0) == 2)
        screen.tap(at: .at(195, 600 + 108))
        screen.advance(by: 1)
        #expect(book.log.take().isEmpty)
    }

    @Test("PKR-2 selectRow in code tells the delegate nothing, animated or not")
    func selectInCode() {
        let (picker, book, screen) = picker()
        _ = book.log.take()
        picker.selectRow(7, inComponent: 0, animated: true)
        #expect(picker.selectedRow(inComponent: 0) == 7)
        screen.advance(by: 1)
        picker.selectRow(30, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 19, "kept within the rows")
        #expect(book.log.take().isEmpty)
        let label = try! #require(picker.view(forRow: 19, forComponent: 0))
        #expect(label.convert(label.bounds, to: picker).minY == 92)
    }

    @Test("PKR-2 SCR-6 a finger that stops a spinning wheel and lifts lets it settle on a row, told once")
    func stopAndLift() {
        let (picker, book, screen) = picker()
        _ = book.log.take()
        screen.fling(from: .at(195, 780), velocity: CGVector(dx: 0, dy: -600))
        screen.advance(by: 0.1)
        screen.tap(at: .at(20, 700))
        screen.advance(by: 3)
        let row = picker.selectedRow(inComponent: 0)
        #expect(book.log.take() == ["didSelectRow \(row) inComponent 0"])
        let label = try! #require(picker.view(forRow: row, forComponent: 0))
        #expect(label.convert(label.bounds, to: picker).minY == 92)
    }

    @Test("PKR-3 the delegate's own views, widths and heights: views scrolled away come back to be reused; titles are not asked")
    func ownViews() {
        let book = SwatchBook()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 600, width: 390, height: 216))
        picker.dataSource = book
        picker.delegate = book
        let screen = phoneScreen(showing: picker)
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 100, height: 40) && picker.rowSize(forComponent: 1) == CGSize(width: 200, height: 40))
        #expect(picker.subviews.map(\.frame.minX) == [42.5, 147.5], "centred, five points apart")
        #expect(picker.view(forRow: 0, forComponent: 1)?.tag == 0 && !(picker.view(forRow: 0, forComponent: 1) is UILabel))
        #expect(book.reused.allSatisfy { $0 == nil })
        screen.drag(from: .at(300, 800), to: .at(300, 620), duration: 0.5, steps: 10)
        screen.advance(by: 3)
        #expect(book.reused.contains { $0 != nil }, "rows that left the wheel gave their views back")
    }
}
