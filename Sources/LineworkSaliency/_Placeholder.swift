// Placeholder so the package builds while this module is written; delete when adding real sources.
