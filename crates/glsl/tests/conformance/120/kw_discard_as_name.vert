// expect: fail -- GLSL 1.20 section 3.6: `discard` is a keyword or reserved word here
#version 120
void main() {
    float discard = 1.0;
}
