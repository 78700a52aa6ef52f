import { useState, type ChangeEvent } from 'react';
import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import { FieldTitle, HttpError, useInput, useTranslate, type InputProps } from 'react-admin';
import { createHttpClient } from '../api/http';
import { tokenStore } from '../api/token';
import { uploadBuild } from '../api/uploads';
import { i18nProvider } from '../i18n';

const http = createHttpClient({ getToken: () => tokenStore.get(), getLocale: () => i18nProvider.getLocale() });

/**
 * A game build field: upload a zip (the server checks it and answers its storage key), which is
 * what the field holds. The build is never public, so there is nothing to preview: the key and the
 * uploaded size are shown instead.
 */
export function BuildInput(props: InputProps) {
  const translate = useTranslate();
  const { field, isRequired } = useInput(props);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [size, setSize] = useState<number | null>(null);
  const value = typeof field.value === 'string' ? field.value : '';

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      const build = await uploadBuild(http, file, file.name);
      setSize(build.size);
      field.onChange(build.key);
    } catch (error) {
      setUploadError(error instanceof HttpError ? translate(error.message, { _: error.message }) : String(error));
    } finally {
      setUploading(false);
    }
  }

  return (
    <Stack spacing={1} sx={{ my: 1 }} data-testid="build-input">
      <Typography variant="body2" color="text.secondary">
        <FieldTitle label={props.label} source={props.source} resource={props.resource} isRequired={isRequired} />
      </Typography>
      <Typography variant="body2" data-testid="build-input-key">
        {value
          ? `${value}${size === null ? '' : ` (${translate('app.build_input.size', { size: size.toLocaleString() })})`}`
          : translate('app.build_input.none')}
      </Typography>
      {uploadError && (
        <Typography variant="body2" color="error" data-testid="build-input-error">
          {uploadError}
        </Typography>
      )}
      <Stack direction="row" spacing={1} alignItems="center">
        <Button component="label" variant="outlined" size="small" startIcon={<UploadIcon />} disabled={uploading}>
          {translate(uploading ? 'app.build_input.uploading' : 'app.build_input.upload')}
          <input hidden type="file" accept=".zip,application/zip" onChange={onFile} data-testid="build-input-file" />
        </Button>
        {uploading && <CircularProgress size={18} />}
        {value && (
          <Button size="small" onClick={() => field.onChange(null)}>
            {translate('app.build_input.remove')}
          </Button>
        )}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {translate('app.build_input.help')}
      </Typography>
    </Stack>
  );
}
