// Replaced by the warband-builder sources.
