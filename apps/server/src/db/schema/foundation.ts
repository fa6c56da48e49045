interface AppMetaTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface FoundationTables {
  app_meta: AppMetaTable;
}
