/// The frame both pages share: head, the shared style, then the body, the scene and timeline
/// scripts and the page's own script, all inline so that nothing is fetched.
enum PageShell {
    /// A whole page. `zoomable` is false for the playground, where a pinch belongs to the scene;
    /// `fillsWindow` lays the page out in the window's height on a wide screen.
    static func html(title: String, zoomable: Bool, fillsWindow: Bool = false, body: String, script: String) -> String {
        """
        <!doctype html>
        <html lang="en"\(zoomable ? "" : " class=\"fixed-zoom\"")>
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1\(zoomable ? "" : ", user-scalable=no")">
        <link rel="icon" href="data:,">
        <title>\(title)</title>
        <style>\(PageStyle.css)</style>
        </head>
        <body\(fillsWindow ? " class=\"fills-window\"" : "")>
        \(body)
        <script>\(SceneScript.js)</script>
        <script>\(TimelineScript.js)</script>
        <script>\(script)</script>
        </body>
        </html>
        """
    }
}
