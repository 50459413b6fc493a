// expect: fail -- GLSL 1.40 section 3.6: `discard` is a keyword or reserved word here
#version 140
void main() {
    float discard = 1.0;
}
