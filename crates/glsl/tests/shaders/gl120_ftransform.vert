#version 120
void main() {
    gl_Position = ftransform();
    gl_FrontColor = vec4(gl_Normal, 1.0);
}
// run: {"inputs": {"gl_Vertex": [1, 1, 1, 1], "gl_Normal": [0, 0, 1]}, "uniforms": {"gl_ModelViewProjectionMatrix": [2,0,0,0, 0,2,0,0, 0,0,2,0, 0,0,0,1]}, "expect": {"gl_Position": [2, 2, 2, 1], "gl_FrontColor": [0, 0, 1, 1]}}
