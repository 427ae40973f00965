// TendStore
