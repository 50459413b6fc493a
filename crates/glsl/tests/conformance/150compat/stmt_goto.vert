// expect: fail -- GLSL 1.50 (compatibility) section 3.6: goto is reserved
#version 150 compatibility
void main() {
    goto end;
}
