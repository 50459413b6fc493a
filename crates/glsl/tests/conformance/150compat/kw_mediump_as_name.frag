// expect: fail -- GLSL 1.50 (compatibility) section 3.6: `mediump` is a keyword or reserved word here
#version 150 compatibility
void main() {
    float mediump = 1.0;
}
