import { useState } from 'react';
import { Box, Grid } from '@mantine/core';
import type { User } from '@portal/contract';
import { EditPhoneModal } from './edit-phone-modal';
import { ProfileCard } from './profile-card';
import { ProfileData } from './profile-data';

/** The top of /account: the profile card beside the profile data, and the edit-phone modal. */
export function ProfileSection({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  return (
    <Box component="section" aria-labelledby="profile-card-title">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ProfileCard user={user} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <ProfileData user={user} onEditPhone={() => setEditing(true)} />
        </Grid.Col>
      </Grid>
      <EditPhoneModal opened={editing} current={user.mobileNumber} onClose={() => setEditing(false)} />
    </Box>
  );
}
