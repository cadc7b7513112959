import { c as useSelectedOwnerId, l as useUser } from "./auth-6sNTiVR1.js";
// src/components/resource-edit-page/owner-company.ts
/**
* The company a save carries: administrators choose it in the form; a company-type user's saves
* take the selected owner's company (section 4; the server enforces it too).
*/
var withOwnerCompany = (payload, actor, selectedOwnerId) => actor && !actor.isAdmin && actor.type === "company" && selectedOwnerId !== null && selectedOwnerId > 0 ? {
	...payload,
	companyId: selectedOwnerId
} : payload;
/** The logged user, whether they are an administrator, and `prepare` giving their saves the owner's company. */
var useOwnerCompany = () => {
	const actor = useUser();
	const selectedOwnerId = useSelectedOwnerId();
	return {
		actor,
		isAdmin: actor?.isAdmin === true,
		/** Administrators and back-office staff (admin-type users) choose the company of what they save. */
		canChooseCompany: actor?.isAdmin === true || actor?.type === "admin",
		prepare: (payload) => withOwnerCompany(payload, actor, selectedOwnerId)
	};
};
export { useOwnerCompany as t };
