00000000000d60e0 <linebloom::probe::scalar::entry::contains_one>:
mov    r8,rdx
mov    rax,rdx
mul    rsi
cmp    rsi,rdx
jbe    d615a <linebloom::probe::scalar::entry::contains_one+0x7a>
and    ecx,0xf
shl    ecx,0xb
add    rcx,QWORD PTR [rip+0x13550d]        # 20b608 <_DYNAMIC+0xac8>
imul   eax,r8d,0x9e3779b1
shr    eax,0x16
movzx  eax,WORD PTR [rcx+rax*2]
test   ax,ax
je     d6157 <linebloom::probe::scalar::entry::contains_one+0x77>
shl    rdx,0x6
add    rdi,rdx
xor    edx,edx
lea    rsi,[rip+0xfffffffffff435a2]        # 196c0 <anon.fc0f47fa9653821f57d5a55292b6eb36.0.llvm.11340752617015147710+0x32b>
xchg   ax,ax
tzcnt  ecx,eax
shl    ecx,0x2
mov    r9d,DWORD PTR [rdi+rcx*1]
not    r9d
mov    ecx,DWORD PTR [rcx+rsi*1]
imul   ecx,r8d
shr    ecx,0x1b
mov    r10d,0x1
shl    r10d,cl
and    r10d,r9d
or     edx,r10d
lea    ecx,[rax-0x1]
and    cx,ax
mov    eax,ecx
jne    d6120 <linebloom::probe::scalar::entry::contains_one+0x40>
test   edx,edx
sete   al
ret
mov    al,0x1
ret
push   rax
lea    rax,[rip+0x13097e]        # 206ae0 <anon.fc0f47fa9653821f57d5a55292b6eb36.2.llvm.11340752617015147710+0xf0>
mov    rdi,rdx
mov    rdx,rax
call   QWORD PTR [rip+0x134c22]        # 20ad90 <_DYNAMIC+0x250>
int3
int3
