// expect: fail -- GLSL 1.10 section 6.4: discard is only allowed in fragment shaders
#version 110
void main() {
    discard;
}
