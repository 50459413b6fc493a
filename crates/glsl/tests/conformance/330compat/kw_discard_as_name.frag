// expect: fail -- GLSL 3.30 (compatibility) section 3.6: `discard` is a keyword or reserved word here
#version 330 compatibility
void main() {
    float discard = 1.0;
}
