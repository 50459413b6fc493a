// expect: fail -- GLSL 1.30 section 3.6: `discard` is a keyword or reserved word here
#version 130
void main() {
    float discard = 1.0;
}
