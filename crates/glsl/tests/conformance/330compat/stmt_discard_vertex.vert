// expect: fail -- GLSL 3.30 (compatibility) section 6.4: discard is only allowed in fragment shaders
#version 330 compatibility
void main() {
    discard;
}
