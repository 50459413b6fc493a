// expect: fail -- GLSL 1.10 section 3.6: `discard` is a keyword or reserved word here
#version 110
void main() {
    float discard = 1.0;
}
