import TendKernel

/// Pure statistics over tracker histories.
public enum TendStats {}
