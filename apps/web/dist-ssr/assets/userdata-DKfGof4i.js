import { i as __toESM } from "./rolldown-runtime-DYf_mQCB.js";
import { n as require_react, t as require_jsx_runtime } from "./jsx-runtime-C7IRH6v5.js";
import { n as Alert } from "./Alert-C5CZsBPn.js";
import { t as Box } from "./Box-Op65S0xF.js";
import { C as Button, L as useSnackbar, pt as useDialogs } from "../entry-server.js";
import { t as CircularProgress } from "./CircularProgress-Bzblkf0a.js";
import { t as Grid } from "./Grid-DsLDGtwT.js";
import { t as Paper } from "./Paper-DqLqw9a4.js";
import { t as Stack } from "./Stack-Djwtzk2z.js";
import { t as TextField } from "./TextField-oC3QfTJj.js";
import { t as Typography } from "./Typography-BqH419kw.js";
import { O as useQueryClient, n as useQuery } from "./queryOptions-DvOP0A0U.js";
import { H as zRequiredString, Q as object, f as ZEmailChangeConfirmSchema, p as ZEmailChangeRequestSchema } from "./src-Bti_6Flz.js";
import { t as FormEngine } from "./form-engine-BG7K42yd.js";
import { a as getErrorMessage, c as clearSession, h as browser, m as updateStoredUser, n as ApiError, r as api } from "./api-client-BaaCRxO6.js";
import { l as useUser, n as LOGIN_PATH, r as loggedUserQueryOptions, u as useMutation } from "./auth-6sNTiVR1.js";
import { X as MESSAGES, a as useT } from "./i18n-CO41xELr.js";
import { t as createSvgIcon } from "./createSvgIcon-DoUecf24.js";
import { r as useForm, t as u } from "./zod-BSQfIUxa.js";
// src/features/account/api/get-company-name.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** POST /api/login/user-owner-items: the companies the user may act for (their own, or every one for administrators). */
/** Section 7: 'returns a list of id/name', the array itself. */
var getOwnerItems = () => api.post("/login/user-owner-items");
/** The name of the logged user's company (read-only in Meu Perfil); null without a company. */
var useCompanyName = (companyId) => useQuery({
	queryKey: ["account", "owner-items"],
	queryFn: getOwnerItems,
	enabled: typeof companyId === "number" && companyId > 0,
	staleTime: 3e5,
	select: (items) => items.find((item) => item.id === companyId)?.name ?? null
});
// src/features/account/api/update-profile.ts
/** Meu Perfil: only the name is edited here (the login e-mail changes with a code: change-email.ts). */
var updateProfileInputSchema = object({ name: zRequiredString() });
/** PUT /api/login/update-logged-user { user: { name } } → the logged user. */
var updateProfile = ({ name }) => api.put("/login/update-logged-user", { user: { name } });
/** Saves and refreshes the session's profile (the menu shows the new name at once). */
var useUpdateProfile = () => {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: updateProfile,
		onSuccess: (profile) => {
			queryClient.setQueryData(loggedUserQueryOptions().queryKey, profile);
			updateStoredUser(profile);
		}
	});
};
// ../../node_modules/@mui/icons-material/DeleteForeverOutlined.mjs
var import_jsx_runtime = require_jsx_runtime();
var DeleteForeverOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M14.12 10.47 12 12.59l-2.13-2.12-1.41 1.41L10.59 14l-2.12 2.12 1.41 1.41L12 15.41l2.12 2.12 1.41-1.41L13.41 14l2.12-2.12zM15.5 4l-1-1h-5l-1 1H5v2h14V4zM6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM8 9h8v10H8z" }), "DeleteForeverOutlined");
// src/features/account/api/delete-account.ts
/** POST /api/login/deleteItself (403 unless canDeleteItself; 409 for the last administrator). */
var deleteAccount = () => api.post("/login/deleteItself");
/** Deletes the logged user's account; the session is gone with it, so the browser goes to /login. */
var useDeleteAccount = () => {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: deleteAccount,
		onSuccess: () => {
			clearSession();
			queryClient.clear();
			browser.assign(LOGIN_PATH);
		}
	});
};
// src/features/account/components/delete-account-section.tsx
/** 'Excluir minha conta': asks first, then deletes the account and goes to /login. */
var DeleteAccountSection = () => {
	const t = useT();
	const dialogs = useDialogs();
	const deleteAccount = useDeleteAccount();
	const onDelete = async () => {
		if (!await dialogs.confirm({
			title: t("account.deleteAccount.confirmTitle"),
			message: t("account.deleteAccount.confirmMessage"),
			confirmText: t("account.deleteAccount.confirmButton"),
			confirmColor: "error"
		})) return;
		deleteAccount.mutate(void 0, { onError: (error) => void dialogs.showApiError(error) });
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		variant: "outlined",
		component: "section",
		"aria-labelledby": "delete-account-title",
		sx: {
			p: {
				xs: 2,
				md: 3
			},
			borderColor: "error.main"
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: "delete-account-title",
				variant: "h6",
				component: "h3",
				color: "error",
				gutterBottom: true,
				children: t("account.deleteAccount.title")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				color: "text.secondary",
				sx: { mb: 2 },
				children: t("account.deleteAccount.text")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "outlined",
				color: "error",
				startIcon: deleteAccount.isPending ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircularProgress, {
					size: 18,
					color: "inherit",
					"aria-hidden": true
				}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DeleteForeverOutlined_default, {}),
				disabled: deleteAccount.isPending || deleteAccount.isSuccess,
				onClick: () => void onDelete(),
				children: t("account.deleteAccount.button")
			})
		]
	});
};
// src/features/account/api/change-email.ts
/** Step 1 of the login e-mail change: the new address and the current password (domain rules). */
var emailChangeRequestSchema = ZEmailChangeRequestSchema;
/** Step 2: the 6-digit code sent to the new address. */
var emailChangeConfirmSchema = ZEmailChangeConfirmSchema;
/** POST /api/login/send-email-change-code { emailChange: { email, password } }: 403 wrong password, 409 e-mail in use. */
var sendEmailChangeCode = (input) => api.post("/login/send-email-change-code", { emailChange: input });
/** POST /api/login/confirm-email-change { emailChange: { code } } → the profile with the new e-mail. */
var confirmEmailChange = (input) => api.post("/login/confirm-email-change", { emailChange: input });
var useSendEmailChangeCode = () => useMutation({ mutationFn: sendEmailChangeCode });
/** Confirms the code and refreshes the session's profile (the menu shows the new e-mail at once). */
var useConfirmEmailChange = () => {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: confirmEmailChange,
		onSuccess: (profile) => {
			queryClient.setQueryData(loggedUserQueryOptions().queryKey, profile);
			updateStoredUser(profile);
		}
	});
};
// src/features/account/components/email-change-section.tsx
/**
* Puts the server's field messages ('emailChange.email', 'emailChange.password', 'emailChange.code')
* on the fields; answers the message to show under the form for anything else.
*/
var applyServerError = (error, setError, fields) => {
	if (error instanceof ApiError && error.additionalData) {
		let placed = false;
		for (const field of fields) {
			const message = error.additionalData[`emailChange.${field}`];
			if (typeof message === "string") {
				setError(field, {
					type: "server",
					message
				});
				placed = true;
			}
		}
		if (placed) return null;
	}
	return getErrorMessage(error);
};
/**
* Meu Perfil, 'E-mail de acesso': the login e-mail changes in two steps — the new address with the
* current password (a code goes to the new address), then the code. Until then nothing changes; after
* it the other sessions end and the old address is told.
*/
var EmailChangeSection = ({ email, onChanged }) => {
	const t = useT();
	const [open, setOpen] = (0, import_react.useState)(false);
	const [sent, setSent] = (0, import_react.useState)(null);
	const [formError, setFormError] = (0, import_react.useState)(null);
	const send = useSendEmailChangeCode();
	const confirm = useConfirmEmailChange();
	const request = useForm({
		resolver: u(emailChangeRequestSchema),
		defaultValues: {
			email: "",
			password: ""
		}
	});
	const code = useForm({
		resolver: u(emailChangeConfirmSchema),
		defaultValues: { code: "" }
	});
	const reset = () => {
		setOpen(false);
		setSent(null);
		setFormError(null);
		request.reset();
		code.reset();
	};
	const onSend = request.handleSubmit(async (values) => {
		setFormError(null);
		try {
			setSent(await send.mutateAsync(values));
			code.reset();
		} catch (error) {
			setFormError(applyServerError(error, request.setError, ["email", "password"]));
		}
	});
	const onConfirm = code.handleSubmit(async (values) => {
		setFormError(null);
		try {
			await confirm.mutateAsync(values);
			reset();
			onChanged(t("account.emailChange.done"));
		} catch (error) {
			setFormError(applyServerError(error, code.setError, ["code"]));
		}
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		variant: "outlined",
		component: "section",
		"aria-labelledby": "email-change-title",
		sx: { p: {
			xs: 2,
			md: 3
		} },
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: "email-change-title",
				variant: "h6",
				component: "h3",
				gutterBottom: true,
				children: t("account.emailChange.title")
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				label: t("account.emailChange.current"),
				value: email,
				fullWidth: true,
				variant: "filled",
				slotProps: {
					htmlInput: { readOnly: true },
					inputLabel: { shrink: true }
				},
				sx: { mb: 2 }
			}),
			!open ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				variant: "outlined",
				onClick: () => setOpen(true),
				children: t("account.emailChange.open")
			}) : sent === null ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				component: "form",
				noValidate: true,
				spacing: 2,
				onSubmit: (event) => void onSend(event),
				"aria-label": t("account.emailChange.open"),
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						color: "text.secondary",
						children: t("account.emailChange.intro")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
						...request.register("email"),
						label: t("account.emailChange.newEmail"),
						type: "email",
						autoComplete: "email",
						required: true,
						fullWidth: true,
						error: Boolean(request.formState.errors.email),
						helperText: request.formState.errors.email?.message
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
						...request.register("password"),
						label: t("account.emailChange.password"),
						type: "password",
						autoComplete: "current-password",
						required: true,
						fullWidth: true,
						error: Boolean(request.formState.errors.password),
						helperText: request.formState.errors.password?.message
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
						direction: "row",
						spacing: 1,
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							type: "submit",
							variant: "contained",
							loading: send.isPending,
							children: t("account.emailChange.send")
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							onClick: reset,
							children: t("account.emailChange.cancel")
						})]
					})
				]
			}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				component: "form",
				noValidate: true,
				spacing: 2,
				onSubmit: (event) => void onConfirm(event),
				"aria-label": t("account.emailChange.confirm"),
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
						severity: "info",
						children: sent.message
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
						...code.register("code"),
						label: t("account.emailChange.code"),
						inputMode: "numeric",
						autoComplete: "one-time-code",
						required: true,
						fullWidth: true,
						slotProps: { htmlInput: { maxLength: 6 } },
						error: Boolean(code.formState.errors.code),
						helperText: code.formState.errors.code?.message ?? t("account.emailChange.codeHint")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
						direction: "row",
						spacing: 1,
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
								type: "submit",
								variant: "contained",
								loading: confirm.isPending,
								children: t("account.emailChange.confirm")
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
								onClick: () => setSent(null),
								children: t("account.emailChange.resend")
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
								onClick: reset,
								children: t("account.emailChange.cancel")
							})
						]
					})
				]
			}),
			formError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				severity: "error",
				role: "alert",
				sx: { mt: 2 },
				children: formError
			}) : null
		]
	});
};
// src/features/account/components/profile-form.tsx
var profileFields = (t) => [{
	property: "name",
	type: "string",
	label: t("account.profile.name"),
	required: true
}];
var ReadOnlyField = ({ label, value }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
	label,
	value,
	fullWidth: true,
	multiline: true,
	variant: "filled",
	slotProps: {
		htmlInput: { readOnly: true },
		inputLabel: { shrink: true }
	}
});
/**
* settings/userdata (Meu Perfil): the name editable; type, role and company shown read-only; the
* login e-mail changes in its own section (current password + a code sent to the new address);
* 'Excluir minha conta' only when the user may delete themselves.
*/
var ProfileForm = () => {
	const t = useT();
	const { showSnackbar } = useSnackbar();
	const stored = useUser();
	const query = useQuery(loggedUserQueryOptions());
	const profile = query.data ?? stored;
	const company = useCompanyName(profile?.companyId);
	const updateProfile = useUpdateProfile();
	const fields = (0, import_react.useMemo)(() => profileFields(t), [t]);
	if (!profile) return query.isError ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
		severity: "error",
		action: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			color: "inherit",
			size: "small",
			onClick: () => void query.refetch(),
			children: t("account.profile.retry")
		}),
		children: getErrorMessage(query.error) || t("account.profile.loadFailed")
	}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		sx: {
			display: "flex",
			justifyContent: "center",
			p: 4
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircularProgress, { "aria-label": t("account.profile.loading") })
	});
	const none = t("account.profile.none");
	const roleName = profile.role ? profile.role.name : t("account.profile.noRole");
	const companyName = profile.company?.name ?? company.data ?? (company.isLoading ? t("account.profile.loading") : none);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		spacing: 3,
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
				variant: "outlined",
				sx: { p: {
					xs: 2,
					md: 3
				} },
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "h5",
						component: "h2",
						gutterBottom: true,
						children: t("account.profile.title")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						color: "text.secondary",
						sx: { mb: 3 },
						children: t("account.profile.intro")
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Grid, {
						container: true,
						spacing: 2,
						sx: { mb: 3 },
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Grid, {
								size: {
									xs: 12,
									md: 4
								},
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReadOnlyField, {
									label: t("account.profile.type"),
									value: MESSAGES.userType[profile.type]
								})
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Grid, {
								size: {
									xs: 12,
									md: 4
								},
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReadOnlyField, {
									label: t("account.profile.role"),
									value: roleName
								})
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Grid, {
								size: {
									xs: 12,
									md: 4
								},
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ReadOnlyField, {
									label: t("account.profile.company"),
									value: companyName
								})
							})
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormEngine, {
						fields,
						schema: updateProfileInputSchema,
						id: profile.id,
						record: { name: profile.name },
						onSave: (payload) => updateProfile.mutateAsync(payload),
						onSaved: () => showSnackbar(t("account.profile.saved"), {
							variant: "alert",
							severity: "success"
						})
					})
				]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmailChangeSection, {
				email: profile.email,
				onChanged: (message) => showSnackbar(message, {
					variant: "alert",
					severity: "success"
				})
			}),
			profile.canDeleteItself ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(DeleteAccountSection, {}) : null
		]
	});
};
// src/app/routes/app/settings/userdata.tsx
/** settings/userdata (Meu Perfil) */
var UserDataRoute = () => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ProfileForm, {});
export { UserDataRoute as Component };
