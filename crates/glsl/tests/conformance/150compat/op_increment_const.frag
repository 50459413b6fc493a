// expect: fail -- GLSL 1.50 (compatibility) section 5.8: ++ needs an l-value
#version 150 compatibility
const float c = 1.0;
void main() {
    float d = c++;
}
