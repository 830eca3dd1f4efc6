// autocannon ships no type declarations; this is the part of its API the campaigns bench uses.
declare module 'autocannon' {
  interface Result {
    requests: { average: number };
    latency: { p99: number };
    non2xx: number;
  }
  export default function autocannon(options: {
    url: string;
    connections: number;
    duration: number;
    maxRedirects?: number;
    requests?: { method: string; setupRequest: (request: object) => object }[];
  }): Promise<Result>;
}
