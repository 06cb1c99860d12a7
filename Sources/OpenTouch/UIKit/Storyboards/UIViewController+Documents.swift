import Foundation

extension UIViewController {
    /// Makes the view from the controller's storyboard scene, or from its nib: the one named
    /// ``nibName``, or, without a name, a nib named after the class (`ProfileViewController`
    /// looks for `ProfileView.xib`, then `ProfileViewController.xib`), as UIKit does (NIB-3,
    /// NIB-4). False when there is neither.
    func loadViewFromDocument() -> Bool {
        if let graph = sceneLoad {
            sceneLoad = nil
            if let view = StoryboardScenes.loadView(of: self, from: graph) {
                if viewIfLoaded == nil { self.view = view }
                return true
            }
            return false
        }
        guard let name = documentNibName else { return false }
        do {
            _ = try UINib(nibName: name, bundle: nibBundle).load(owner: self)
        } catch {
            Diagnostics.report(.invalidArgument, "the view of \(type(of: self)) cannot be loaded from \(name).xib: \(error) (NIB-4)")
        }
        if viewIfLoaded == nil {
            Diagnostics.report(.invalidArgument, "-[\(type(of: self)) loadView] loaded the \"\(name)\" nib but the view outlet was not set (NIB-4)")
            view = UIView(frame: UIScreen.main.bounds)
        }
        return true
    }

    /// The nib the view comes from: ``nibName`` when set and found, else one named after the class.
    private var documentNibName: String? {
        if let nibName { return nibName }
        let name = String(describing: type(of: self))
        guard !name.hasPrefix("UI"), String(reflecting: type(of: self)).hasPrefix("OpenTouch.") == false else { return nil }
        if name.hasSuffix("Controller") {
            let shorter = String(name.dropLast("Controller".count))
            if DocumentBundles.exists(shorter, extension: "xib", in: nibBundle) { return shorter }
        }
        return DocumentBundles.exists(name, extension: "xib", in: nibBundle) ? name : nil
    }

    /// `performSegue(withIdentifier:sender:)`: the segue of this scene with that identifier,
    /// performed without asking `shouldPerformSegue` (NIB-7).
    func performStoryboardSegue(withIdentifier identifier: String, sender: Any?) {
        guard let template = segueTemplates.last(where: { $0.identifier == identifier }) else {
            Diagnostics.report(.invalidArgument, "Receiver (\(self)) has no segue with identifier '\(identifier)' (NIB-7)")
            return
        }
        template.perform(sender: sender, triggered: false)
    }
}
