// expect: fail -- GLSL 1.30 section 6.4: discard is only allowed in fragment shaders
#version 130
void main() {
    discard;
}
