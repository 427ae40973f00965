import TendCLI
import WaterTracker

// `tend` with every built-in tracker, every file-defined one, and water.
TendCLI.main(trackers: [WaterModule.plugin])
