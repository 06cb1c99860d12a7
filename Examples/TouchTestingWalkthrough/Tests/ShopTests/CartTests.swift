import OpenTouchTesting
import Shop
import Testing
import UIKit

/// The cart: a swipe to the left on a row offers Delete; a tap on it deletes the row.
@MainActor
struct CartTests {
    @Test func swipeToDelete() throws {
        let cart = CartController()
        let screen = TouchScreen(rootViewController: cart)
        let ink = try #require(screen.find(identifier: "Ink"))

        screen.swipe(ink, direction: .left)
        screen.settle()
        let delete = try #require(screen.find(label: "Delete"))
        screen.tap(delete)
        screen.settle()

        #expect(cart.items == ["Notebook", "Fountain pen"])
        #expect(cart.tableView.visibleCells.compactMap { $0.textLabel?.text } == ["Notebook", "Fountain pen"])
    }
}
