// expect: fail -- GLSL 1.50 (compatibility) section 6.4: discard is only allowed in fragment shaders
#version 150 compatibility
void main() {
    discard;
}
