// Replaced by the filter-language sources.
