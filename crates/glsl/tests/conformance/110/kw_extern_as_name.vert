// expect: fail -- GLSL 1.10 section 3.6: `extern` is a keyword or reserved word here
#version 110
void main() {
    float extern = 1.0;
}
