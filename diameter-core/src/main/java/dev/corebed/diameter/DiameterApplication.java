package dev.corebed.diameter;

import org.jdiameter.api.ApplicationId;
import org.jdiameter.api.AvpSet;

/**
 * A Diameter application as a node serves it: the name used in metrics and fault rules ("gx", "rx",
 * "sy", "sh"), the Vendor-Id and Auth-Application-Id advertised in CER/CEA, and how its own messages
 * name it (Gx, Rx and Sy carry Auth-Application-Id; Sh carries Vendor-Specific-Application-Id).
 */
public record DiameterApplication(String name, long vendorId, long authApplicationId, boolean vendorSpecificInMessages) {

    public ApplicationId id() {
        return ApplicationId.createByAuthAppId(vendorId, authApplicationId);
    }

    /** Adds the application's id AVP to a request or answer it originates. */
    public void addApplicationId(AvpSet set) {
        if (vendorSpecificInMessages) {
            Avps.addVendorSpecificApplicationId(set, vendorId, authApplicationId);
        } else {
            Avps.AUTH_APPLICATION_ID.add(set, authApplicationId);
        }
    }
}
