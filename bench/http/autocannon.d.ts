/** The part of autocannon 8's programmatic API bench/http uses (the package ships no types). */
declare module 'autocannon' {
  interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface AutocannonOptions {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: Array<AutocannonRequest & { setupRequest?: (req: AutocannonRequest) => AutocannonRequest }>;
  }
  interface AutocannonStat {
    average: number;
    mean: number;
    p50: number;
    p99: number;
    max: number;
  }
  interface AutocannonResult {
    duration: number;
    requests: AutocannonStat & { total: number; sent: number };
    latency: AutocannonStat;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
  export default autocannon;
}
