0000000000048ac0 <lookup_hash>:
push   rax
mov    r8,rsi
mov    rdx,rdi
mov    rcx,QWORD PTR [rdi+0x10]
mov    rdi,QWORD PTR [rdi]
mov    rsi,QWORD PTR [rdx+0x8]
mov    eax,DWORD PTR [rdx+0x28]
cmp    BYTE PTR [rcx+0x58],0x2
jne    48b52 <lookup_hash+0x92>
lea    rcx,[rax-0x1]
cmp    BYTE PTR [rdx+0x2c],0x1
jne    48b63 <lookup_hash+0xa3>
cmp    eax,0x8
jne    48bc7 <lookup_hash+0x107>
mov    rcx,r8
shr    rcx,0x20
imul   rcx,rsi
add    rcx,rcx
mov    rax,rcx
shr    rax,0x21
cmp    rax,rsi
jae    48be4 <lookup_hash+0x124>
shl    rax,0x6
add    rdi,rax
shr    rcx,0x1b
and    ecx,0x20
vmovd  xmm0,r8d
vpbroadcastd ymm0,xmm0
vpmulld ymm0,ymm0,YMMWORD PTR [rip+0xfffffffffffbdbf3]        # 6720 <__abi_tag+0x6424>
vmovdqa ymm1,YMMWORD PTR [rcx+rdi*1]
vpsrld ymm0,ymm0,0x1b
vpbroadcastd ymm2,DWORD PTR [rip+0xfffffffffffbdb4c]        # 668c <__abi_tag+0x6390>
vpsllvd ymm0,ymm2,ymm0
vptest ymm1,ymm0
setb   al
pop    rcx
vzeroupper
ret
dec    rax
mov    r9,QWORD PTR [rcx+0x10]
mov    rdx,r8
mov    rcx,rax
pop    rax
jmp    r9
mov    rax,rsi
mul    r8
cmp    rsi,rdx
jbe    48bd1 <lookup_hash+0x111>
and    ecx,0xf
shl    ecx,0xb
add    rcx,QWORD PTR [rip+0x4dcc5]        # 96840 <_DYNAMIC+0x260>
shl    rdx,0x6
imul   eax,r8d,0x9e3779b1
shr    eax,0x16
vmovdqa64 zmm0,ZMMWORD PTR [rdi+rdx*1]
vpbroadcastd zmm1,r8d
vpmulld zmm1,zmm1,ZMMWORD PTR [rip+0xfffffffffffbfc20]        # 87c0 <__abi_tag+0x84c4>
vpsrld zmm1,zmm1,0x1b
vpsrlvd zmm0,zmm0,zmm1
vptestnmd k0,zmm0,DWORD BCST [rip+0xfffffffffffbdad5]        # 668c <__abi_tag+0x6390>
kmovw  edx,k0
test   WORD PTR [rcx+rax*2],dx
sete   al
pop    rcx
vzeroupper
ret
mov    rdx,r8
pop    rax
jmp    QWORD PTR [rip+0x4dd0f]        # 968e0 <_DYNAMIC+0x300>
lea    rax,[rip+0x4b2d8]        # 93eb0 <__frame_dummy_init_array_entry+0x110>
mov    rdi,rdx
mov    rdx,rax
call   QWORD PTR [rip+0x4dcb4]        # 96898 <_DYNAMIC+0x2b8>
lea    rdx,[rip+0x4b2dd]        # 93ec8 <__frame_dummy_init_array_entry+0x128>
mov    rdi,rax
call   QWORD PTR [rip+0x4dca4]        # 96898 <_DYNAMIC+0x2b8>
