// expect: fail -- GLSL 1.40 section 6.4: discard is only allowed in fragment shaders
#version 140
void main() {
    discard;
}
