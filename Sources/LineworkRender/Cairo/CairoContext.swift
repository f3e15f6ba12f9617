import _CCairo

/// A Cairo drawing context, owned: the one place this module issues drawing calls.
///
/// Methods mirror Cairo's and take this module's value types, so drawing code never touches
/// C types. Coordinates are in the current user space (set with `translate`/`scale`).
///
/// `package`, not public: LineworkAnimation draws its video frames with it (`FrameRenderer`),
/// and Cairo stays out of the public API.
package final class CairoContext {
    private let pointer: OpaquePointer
    /// Kept alive for as long as the context draws on it.
    private let surface: CairoSurface

    package init(_ surface: CairoSurface) throws {
        self.surface = surface
        pointer = cairo_create(surface.pointer)
        try check(cairo_status(pointer), "creating a drawing context")
    }

    deinit { cairo_destroy(pointer) }

    /// Throws if any earlier call put the context in an error state (Cairo's errors are sticky).
    package func checkStatus() throws { try check(cairo_status(pointer), "drawing") }

    // MARK: State

    package func save() { cairo_save(pointer) }
    package func restore() { cairo_restore(pointer) }
    func translate(_ x: Double, _ y: Double) { cairo_translate(pointer, x, y) }
    func scale(_ sx: Double, _ sy: Double) { cairo_scale(pointer, sx, sy) }

    /// Porter–Duff over (the default) and the two non-separable blend modes heatmaps use.
    enum Operator {
        case over, hslHue, hslColor
    }

    func setOperator(_ op: Operator) {
        switch op {
        case .over: cairo_set_operator(pointer, CAIRO_OPERATOR_OVER)
        case .hslHue: cairo_set_operator(pointer, CAIRO_OPERATOR_HSL_HUE)
        case .hslColor: cairo_set_operator(pointer, CAIRO_OPERATOR_HSL_COLOR)
        }
    }

    package func setSource(_ color: Color) {
        cairo_set_source_rgba(pointer, color.red, color.green, color.blue, color.alpha)
    }

    /// Uses `image` as the source, its top-left corner at (x, y) in user space; smooth
    /// (bilinear or better) filtering when it is scaled.
    func setSource(_ image: CairoSurface, x: Double, y: Double) {
        cairo_set_source_surface(pointer, image.pointer, x, y)
        cairo_pattern_set_filter(cairo_get_source(pointer), CAIRO_FILTER_GOOD)
    }

    func setLineWidth(_ width: Double) { cairo_set_line_width(pointer, width) }

    /// Strokes draw only the first `length` user units of each subpath (a stroke drawing itself);
    /// nil draws them whole.
    package func setVisibleLength(_ length: Double?) {
        guard let length else { return cairo_set_dash(pointer, nil, 0, 0) }
        // One dash, then a gap longer than any path: the rest stays undrawn.
        var dashes = [max(length, 0), 1e9]
        cairo_set_dash(pointer, &dashes, 2, 0)
    }

    func setLineCap(_ cap: LineCap) {
        switch cap {
        case .butt: cairo_set_line_cap(pointer, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(pointer, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(pointer, CAIRO_LINE_CAP_SQUARE)
        }
    }

    func setLineJoin(_ join: LineJoin) {
        switch join {
        case .miter: cairo_set_line_join(pointer, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(pointer, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(pointer, CAIRO_LINE_JOIN_BEVEL)
        }
    }

    /// Even-odd filling: nested contours in one path become holes whatever their winding.
    package func useEvenOddFill() { cairo_set_fill_rule(pointer, CAIRO_FILL_RULE_EVEN_ODD) }

    // MARK: Paths

    func newPath() { cairo_new_path(pointer) }
    func move(to p: ScenePoint) { cairo_move_to(pointer, p.x, p.y) }
    func line(to p: ScenePoint) { cairo_line_to(pointer, p.x, p.y) }
    func curve(_ c1: ScenePoint, _ c2: ScenePoint, _ p: ScenePoint) {
        cairo_curve_to(pointer, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
    }
    func closePath() { cairo_close_path(pointer) }
    func rectangle(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        cairo_rectangle(pointer, x, y, width, height)
    }
    func circle(_ centre: ScenePoint, radius: Double) {
        cairo_new_sub_path(pointer)
        cairo_arc(pointer, centre.x, centre.y, radius, 0, 2 * Double.pi)
        cairo_close_path(pointer)
    }

    // MARK: Painting

    func stroke() { cairo_stroke(pointer) }
    func fill(preserve: Bool = false) {
        if preserve { cairo_fill_preserve(pointer) } else { cairo_fill(pointer) }
    }
    /// Restricts later painting to the current path (consumed).
    func clip() { cairo_clip(pointer) }
    /// Redirects drawing to a temporary group, until `popGroup`.
    package func pushGroup() { cairo_push_group(pointer) }

    /// Ends the group `pushGroup` began and paints it at `alpha` (a cross-fade).
    package func popGroup(paintingWithAlpha alpha: Double) {
        cairo_pop_group_to_source(pointer)
        paint(alpha: alpha)
    }

    package func paint(alpha: Double = 1) {
        if alpha >= 1 { cairo_paint(pointer) } else { cairo_paint_with_alpha(pointer, alpha) }
    }

    // MARK: Text

    /// Selects the bold sans-serif face (DejaVu Sans on most Linux systems) at `size` user units.
    func setLabelFont(size: Double) {
        cairo_select_font_face(pointer, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
        cairo_set_font_size(pointer, size)
    }

    /// The advance width of `text` and the font's ascent and descent, in user units.
    func measure(_ text: String) -> (width: Double, ascent: Double, descent: Double) {
        var extents = cairo_text_extents_t()
        var font = cairo_font_extents_t()
        cairo_text_extents(pointer, text, &extents)
        cairo_font_extents(pointer, &font)
        return (extents.x_advance, font.ascent, font.descent)
    }

    /// Draws `text` with its baseline starting at `origin`.
    func show(_ text: String, at origin: ScenePoint) {
        cairo_move_to(pointer, origin.x, origin.y)
        cairo_show_text(pointer, text)
    }
}
