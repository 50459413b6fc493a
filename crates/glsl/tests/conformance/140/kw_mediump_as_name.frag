// expect: fail -- GLSL 1.40 section 3.6: `mediump` is a keyword or reserved word here
#version 140
void main() {
    float mediump = 1.0;
}
