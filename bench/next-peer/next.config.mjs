// The peer renders like our `/`: server-side on every request, no cache, no telemetry.
export default { poweredByHeader: false, compress: true };
