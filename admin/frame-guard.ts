/*
 * Loaded first on /admin, before Decap CMS: the admin framed by another site stops (refuse-framing.ts).
 * Bundled by scripts/build/admin.ts.
 */
import { refuseFraming } from "./refuse-framing";

refuseFraming(window);
