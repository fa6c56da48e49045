/** A periodic job's lease when there is no Redis (cluster/leases.ts). */
interface JobLeasesTable {
  name: string;
  holder: string;
  expires_at: string;
}

export interface ClusterTables {
  job_leases: JobLeasesTable;
}
