// Replaced by the collection sources.
