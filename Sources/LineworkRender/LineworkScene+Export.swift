// A scene is what this module renders: `import LineworkRender` brings the scene model
// (LineworkScene: `Scene`, `Layer`, `ScenePath`, styles, overlays) with it, as it did before
// the model had a module of its own.
@_exported import LineworkScene
