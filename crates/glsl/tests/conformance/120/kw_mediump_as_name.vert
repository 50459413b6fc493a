// expect: fail -- GLSL 1.20 section 3.6: `mediump` is a keyword or reserved word here
#version 120
void main() {
    float mediump = 1.0;
}
