import Plot

// Every attribute and text value the pages write is escaped here, by construction.
//
// Plot writes an attribute as `name="value"` with the value verbatim, and escapes a text node's
// `<`, `>` and `&` but keeps an `&` that already starts an entity. A file name, a preset's name,
// a model's name or a title that reaches an attribute could therefore close it and add an event
// handler (issue 48: a preset file named `p" onload="…" x=".yaml` ran its script when the page
// opened).
//
// This file redeclares, with Plot's exact signatures, every Plot builder that takes a string for
// an attribute or a text node. Swift prefers a declaration of the importing module to an
// imported one of the same signature, so every call in LineworkReport — `.alt(…)`,
// `.data(named:value:)`, `.attribute(named:value:)`, `.text(…)` and the rest — goes through
// `HTMLText.attributeValue` or `HTMLText.escaped`, and no call site can forget. Inline event
// handlers cannot be written at all (`onclick` is unavailable): the page's script attaches its
// listeners itself. `.raw` stays for the page's own CSS, script and fixed markup.

extension Node {
    /// A custom attribute, its value escaped (`HTMLText.attributeValue`).
    static func attribute(named name: String, value: String?, ignoreIfValueIsEmpty: Bool = true) -> Node {
        .attribute(Attribute(name: name, value: value.map(HTMLText.attributeValue),
                             ignoreIfValueIsEmpty: ignoreIfValueIsEmpty))
    }

    /// A text node that shows `text` exactly as written: `&`, `<`, `>` and quotes escaped, an
    /// entity-like `&amp;` in a file name shown as those five characters.
    static func text(_ text: String) -> Node {
        .raw(HTMLText.escaped(text))
    }

    /// An element holding `text` as an escaped text node.
    static func element(named name: String, text: String) -> Node {
        .element(named: name, nodes: [Node.text(text)])
    }
}

extension Attribute {
    /// A custom attribute, its value escaped.
    static func attribute(named name: String, value: String?) -> Attribute {
        Attribute(name: name, value: value.map(HTMLText.attributeValue))
    }
}

extension Attribute where Context: HTMLContext {
    /// The element's id, escaped.
    static func id(_ id: String) -> Attribute { .attribute(named: "id", value: id) }
    /// The element's class list, escaped.
    static func `class`(_ className: String) -> Attribute { .attribute(named: "class", value: className) }
    /// A `data-` attribute, its value escaped.
    static func data(named name: String, value: String) -> Attribute { .attribute(named: "data-" + name, value: value) }
    /// The element's title (a tooltip), escaped.
    static func title(_ title: String) -> Attribute { .attribute(named: "title", value: title) }
}

extension Node where Context: HTMLContext {
    /// The element's id, escaped.
    static func id(_ id: String) -> Node { .attribute(named: "id", value: id) }
    /// The element's class list, escaped.
    static func `class`(_ className: String) -> Node { .attribute(named: "class", value: className) }
    /// A `data-` attribute, its value escaped.
    static func data(named name: String, value: String) -> Node { .attribute(named: "data-" + name, value: value) }
    /// The element's title (a tooltip), escaped.
    static func title(_ title: String) -> Node { .attribute(named: "title", value: title) }
}

extension Attribute where Context: HTMLNamableContext {
    /// The element's name, escaped.
    static func name(_ name: String) -> Attribute { .attribute(named: "name", value: name) }
}

extension Node where Context: HTMLNamableContext {
    /// The element's name, escaped.
    static func name(_ name: String) -> Node { .attribute(named: "name", value: name) }
}

extension Attribute where Context: HTMLTypeContext {
    /// The element's type, escaped.
    static func type(_ type: String) -> Attribute { .attribute(named: "type", value: type) }
}

extension Attribute where Context: HTMLValueContext {
    /// The element's value, escaped.
    static func value(_ value: String) -> Attribute { .attribute(named: "value", value: value) }
}

extension Node where Context: HTMLValueContext {
    /// The element's value, escaped.
    static func value(_ value: String) -> Node { .attribute(named: "value", value: value) }
}

extension Attribute where Context: HTMLLinkableContext {
    /// A link's target, escaped.
    static func href(_ url: URLRepresentable) -> Attribute { .attribute(named: "href", value: String(describing: url)) }
}

extension Node where Context: HTMLLinkableContext {
    /// A link's target, escaped.
    static func href(_ url: URLRepresentable) -> Node { .attribute(named: "href", value: String(describing: url)) }
}

extension Attribute where Context: HTMLSourceContext {
    /// A picture's or script's source, escaped.
    static func src(_ url: URLRepresentable) -> Attribute { .attribute(named: "src", value: String(describing: url)) }
}

extension Node where Context: HTMLSourceContext {
    /// A picture's or script's source, escaped.
    static func src(_ url: URLRepresentable) -> Node { .attribute(named: "src", value: String(describing: url)) }
}

extension Node where Context == HTML.LabelContext {
    /// The id of the control a label names, escaped.
    static func `for`(_ target: String) -> Node { .attribute(named: "for", value: target) }
}

extension Attribute where Context == HTML.OptionContext {
    /// An option's label, escaped.
    static func label(_ label: String) -> Attribute { .attribute(named: "label", value: label) }
}

extension Node where Context: HTMLStylableContext {
    /// Inline CSS, escaped as an attribute value.
    static func style(_ css: String) -> Node { .attribute(named: "style", value: css) }
}

extension Attribute where Context == HTML.MetaContext {
    /// A meta element's content, escaped.
    static func content(_ content: String) -> Attribute { .attribute(named: "content", value: content) }
}

extension Attribute where Context == HTML.ImageContext {
    /// A picture's text alternative, escaped.
    static func alt(_ text: String) -> Attribute { .attribute(named: "alt", value: text) }
}

extension Node where Context: HTML.BodyContext {
    /// An ARIA label, escaped.
    static func ariaLabel(_ label: String) -> Node { .attribute(named: "aria-label", value: label) }

    /// Not available in the pages: an inline handler is script in an attribute. The page's
    /// script attaches its listeners with `addEventListener`.
    @available(*, unavailable, message: "no inline event handlers: attach listeners in PageAssets.script")
    static func onclick(_ script: String) -> Node { fatalError("unavailable") }
}
