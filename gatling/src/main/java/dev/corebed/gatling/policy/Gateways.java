package dev.corebed.gatling.policy;

/**
 * Transactions per second at the PCF's edge, counted the way the policy seed counts its "TPS": SBI requests in
 * (Ingress GW), SBI requests out (Egress GW: to the UDR, CHF, BSF, AMF, NRF, and the callbacks to the SMF and AMF),
 * Diameter requests in and out (the Diameter gateway), and their total. A request and its answer are one
 * transaction. NaN where the seed gives no figure.
 */
public record Gateways(double igw, double egw, double diameterIn, double diameterOut, double total) {

    /** The four parts, the total their sum (the parts the seed leaves out, NaN, count 0). */
    public static Gateways of(double igw, double egw, double diameterIn, double diameterOut) {
        return new Gateways(igw, egw, diameterIn, diameterOut, nz(igw) + nz(egw) + nz(diameterIn) + nz(diameterOut));
    }

    /** Only the seed's total is known. */
    public static Gateways total(double total) {
        return new Gateways(Double.NaN, Double.NaN, Double.NaN, Double.NaN, total);
    }

    public Gateways times(double scale) {
        return new Gateways(igw * scale, egw * scale, diameterIn * scale, diameterOut * scale, total * scale);
    }

    private static double nz(double v) {
        return Double.isNaN(v) ? 0 : v;
    }
}
