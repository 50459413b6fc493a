// expect: fail -- GLSL 1.20 section 3.6: `centroid` is a keyword or reserved word here
#version 120
void main() {
    float centroid = 1.0;
}
