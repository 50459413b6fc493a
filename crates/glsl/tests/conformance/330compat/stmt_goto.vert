// expect: fail -- GLSL 3.30 (compatibility) section 3.6: goto is reserved
#version 330 compatibility
void main() {
    goto end;
}
