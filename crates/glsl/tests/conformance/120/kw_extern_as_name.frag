// expect: fail -- GLSL 1.20 section 3.6: `extern` is a keyword or reserved word here
#version 120
void main() {
    float extern = 1.0;
}
