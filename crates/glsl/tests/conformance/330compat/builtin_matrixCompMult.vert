// expect: compile -- GLSL 3.30 (compatibility) section 8: `matrixCompMult` is a built-in function in every version
#version 330 compatibility
void main() {
    float r = matrixCompMult(mat2(1.0), mat2(2.0))[0][0];
}
