00000000000c02b0 <linebloom::probe::scalar::entry::contains_one>:
mov    r8,rdx
mov    rax,rdx
mul    rsi
cmp    rsi,rdx
jbe    c032a <linebloom::probe::scalar::entry::contains_one+0x7a>
and    ecx,0xf
shl    ecx,0xb
add    rcx,QWORD PTR [rip+0xe26ad]        # 1a2978 <_DYNAMIC+0xbe8>
imul   eax,r8d,0x9e3779b1
shr    eax,0x16
movzx  eax,WORD PTR [rcx+rax*2]
test   ax,ax
je     c0327 <linebloom::probe::scalar::entry::contains_one+0x77>
shl    rdx,0x6
add    rdi,rdx
xor    edx,edx
lea    rsi,[rip+0xfffffffffff58a92]        # 18d80 <anon.e9fe1d23f9fa66d91b930ec1d08a3bd0.129.llvm.15201082868510890051+0x171>
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
jne    c02f0 <linebloom::probe::scalar::entry::contains_one+0x40>
test   edx,edx
sete   al
ret
mov    al,0x1
ret
push   rax
lea    rax,[rip+0xddf56]        # 19e288 <anon.fc0f47fa9653821f57d5a55292b6eb36.2.llvm.11340752617015147710+0xa8>
mov    rdi,rdx
mov    rdx,rax
call   QWORD PTR [rip+0xe1ca2]        # 1a1fe0 <_DYNAMIC+0x250>
int3
int3
