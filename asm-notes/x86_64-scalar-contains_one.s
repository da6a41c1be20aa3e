00000000000b36b0 <linebloom::probe::scalar::entry::contains_one>:
mov    r8,rcx
mov    rcx,rdx
mov    rax,r8
mul    QWORD PTR [rdi+0x8]
cmp    rcx,rdx
jbe    b372a <linebloom::probe::scalar::entry::contains_one+0x7a>
mov    rax,QWORD PTR [rdi]
imul   ecx,r8d,0x9e3779b1
shr    ecx,0x16
movzx  eax,WORD PTR [rax+rcx*2]
test   ax,ax
je     b3727 <linebloom::probe::scalar::entry::contains_one+0x77>
shl    rdx,0x6
add    rsi,rdx
xor    edx,edx
mov    rdi,QWORD PTR [rip+0xa7600]        # 15ace8 <_DYNAMIC+0x8d0>
nop    DWORD PTR [rax+rax*1+0x0]
tzcnt  ecx,eax
shl    ecx,0x2
mov    r9d,DWORD PTR [rsi+rcx*1]
not    r9d
mov    ecx,DWORD PTR [rdi+rcx*1]
imul   ecx,r8d
shr    ecx,0x1b
mov    r10d,0x1
shl    r10d,cl
and    r10d,r9d
or     edx,r10d
lea    ecx,[rax-0x1]
and    cx,ax
mov    eax,ecx
jne    b36f0 <linebloom::probe::scalar::entry::contains_one+0x40>
test   edx,edx
sete   al
ret
mov    al,0x1
ret
push   rax
lea    rax,[rip+0xa37f6]        # 156f28 <anon.fc0f47fa9653821f57d5a55292b6eb36.2.llvm.11340752617015147710+0xa8>
mov    rdi,rdx
mov    rsi,rcx
mov    rdx,rax
call   QWORD PTR [rip+0xa6f27]        # 15a668 <_DYNAMIC+0x250>
int3
int3
int3
int3
int3
int3
int3
int3
int3
int3
int3
int3
int3
int3
int3
