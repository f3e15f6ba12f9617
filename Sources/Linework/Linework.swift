// Linework's umbrella module: `import Linework` brings in every pipeline stage a program that
// traces, draws and renders needs, so that one import suffices.
//
// Re-exported: the stages from images to rendered files. Left out, to be imported on their own:
// LineworkEvaluation (metrics), LineworkPose (loads a model at run time), LineworkExperiment
// (experiments from a YAML spec, with Yams) and LineworkReport (their HTML pages, with Plot). Cairo stays behind LineworkRender: the pure-Swift stages
// still build and test without it.

@_exported import LineworkAnimation
@_exported import LineworkArt
@_exported import LineworkCodecs
@_exported import LineworkContours
@_exported import LineworkCore
@_exported import LineworkEdges
@_exported import LineworkImage
@_exported import LineworkPlotter
@_exported import LineworkRender
@_exported import LineworkSaliency
@_exported import LineworkScene
@_exported import LineworkSweep
@_exported import LineworkTone
@_exported import LineworkVector
